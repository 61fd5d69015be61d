import Foundation

/// Runs a real bash, zsh or fish with a completion script loaded and asks it what it would
/// offer for a command line, so the tests check the scripts in the shells that read them.
public enum ShellCompletions {
    /// What went wrong running a shell.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// The path of the shell `name` if it is installed (on PATH, or in the usual folders).
    public static func installed(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let folders = path.split(separator: ":").map(String.init) + ["/usr/bin", "/bin", "/usr/local/bin", "/opt/homebrew/bin"]
        return folders.map { $0 + "/" + name }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// bash's offers, as `COMPREPLY` holds them, for the cursor at the end of `words` (the
    /// program's name first, the word being completed last, split as bash splits: `--a=b` is
    /// `--a`, `=`, `b`), calling the function the script registered with `complete -F`.
    public static func bash(script: String, words: [String]) throws -> [String] {
        guard let bash = installed("bash") else { throw Failure(description: "bash is not installed") }
        return try withScript(script) { file in
            let driver = """
                source "$1" || exit 3
                shift
                function=$(complete -p "$1" | sed -n 's/.*-F \\([^ ]*\\).*/\\1/p')
                [ -n "$function" ] || { echo "no completion function for $1" >&2; exit 4; }
                COMP_WORDS=("$@")
                COMP_CWORD=$(( $# - 1 ))
                COMP_LINE="$*"
                COMP_POINT=${#COMP_LINE}
                # As in a shell with `set -u` on: a completion must not read an unset variable.
                set -u
                "$function" "$1" "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD - 1]}"
                set +u
                printf '%s\\n' "${COMPREPLY[@]}"
                """
            return try lines(run(bash, ["--norc", "--noprofile", "-c", driver, "bash", file] + words))
        }
    }

    /// zsh's offers for `line` typed at an interactive zsh (with compinit and the script
    /// sourced) followed by Tab: the matches every `compadd` of the completion added, read back
    /// through a pty (zsh/zpty), as a user's zsh would complete them. `autoloaded`: the script
    /// is not sourced but installed as `_NAME` (NAME from its `#compdef NAME` line) in a folder
    /// of `$fpath`, where compinit finds it, as an installed completion is.
    public static func zsh(script: String, line: String, autoloaded: Bool = false) throws -> [String] {
        guard let zsh = installed("zsh") else { throw Failure(description: "zsh is not installed") }
        return try withScript(script) { file in
            let folder = (file as NSString).deletingLastPathComponent
            let rc = folder + "/completion-rc.zsh"
            var load = "source \(quoted(file))"
            if autoloaded {
                guard let name = script.split(separator: "\n").first?.split(separator: " ").last, script.hasPrefix("#compdef ") else {
                    throw Failure(description: "the script does not start with #compdef NAME")
                }
                try FileManager.default.createDirectory(atPath: folder + "/functions", withIntermediateDirectories: true)
                try script.write(toFile: folder + "/functions/_\(name)", atomically: true, encoding: .utf8)
                load = ":"
            }
            let fpath = autoloaded ? "fpath=(\(quoted(folder + "/functions")) $fpath)" : ":"
            // The interactive shell: no prompt, the script loaded, every match printed between
            // markers as compadd adds it, and the shell gone once the completion is over.
            let setup = """
                PS1='' PROMPT='' RPROMPT=''
                unsetopt zle_bracketed_paste 2>/dev/null
                \(fpath)
                autoload -Uz compinit && compinit -u -D
                \(load)
                compadd() {
                    # A call that only collects matches (-O, -A, -D in its option clusters; not
                    # in a value, such as a path after -W) adds nothing: pass it through.
                    local -a flags=(${(M)@[1,(i)(-|--)]:#-[[:alpha:]]#})
                    if [[ ${(j::)flags} == *[OAD]* ]]; then builtin compadd "$@"; return; fi
                    local -a found
                    builtin compadd -A found "$@"
                    local match
                    for match in $found; do print -r -- "<match>$match</match>"; done
                    builtin compadd "$@"
                }
                _completion_done() { print -r -- '<done/>'; exit }
                comppostfuncs=(_completion_done)
                bindkey '^I' complete-word
                print -r -- '<ready/>'
                """
            try setup.write(toFile: rc, atomically: true, encoding: .utf8)
            let driver = """
                zmodload zsh/zpty || exit 3
                zpty session zsh -f -i
                zpty -w session "source \(quoted(rc))"
                local out chunk
                while zpty -r session chunk; do out+=$chunk; [[ $out == *'<ready/>'* ]] && break; done
                zpty -w -n session \(quoted(line))$'\\t'
                out=
                while zpty -r session chunk; do out+=$chunk; [[ $out == *'<done/>'* ]] && break; done
                print -r -- $out
                zpty -d session
                """
            let output = try run(zsh, ["-f", "-c", driver])
            var matches: [String] = []
            var rest = output[...]
            while let open = rest.firstRange(of: "<match>"), let close = rest[open.upperBound...].firstRange(of: "</match>") {
                matches.append(String(rest[open.upperBound..<close.lowerBound]))
                rest = rest[close.upperBound...]
            }
            guard output.contains("<done/>") else { throw Failure(description: "zsh did not finish the completion: \(output)") }
            return matches
        }
    }

    /// fish's offers (without their descriptions) for `line`, from `complete --do-complete`.
    public static func fish(script: String, line: String) throws -> [String] {
        guard let fish = installed("fish") else { throw Failure(description: "fish is not installed") }
        return try withScript(script) { file in
            let output = try run(fish, ["--no-config", "-c", "source $argv[1]; or exit 3; complete --do-complete $argv[2]", file, line])
            return lines(output).map { String($0.prefix { $0 != "\t" }) }
        }
    }

    /// `text` in single quotes for zsh.
    private static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    private static func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
    }

    /// Runs `body` with the script in a file of a fresh folder, removed afterwards.
    private static func withScript<T>(_ script: String, _ body: (String) throws -> T) throws -> T {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("completions-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("script").path
        try script.write(toFile: file, atomically: true, encoding: .utf8)
        return try body(file)
    }

    /// Runs a program without a terminal, in a bare environment, and returns its output; it
    /// fails on a status other than 0 or after 20 seconds.
    private static func run(_ executable: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = [
            "PATH": "/usr/local/bin:/usr/bin:/bin", "HOME": FileManager.default.temporaryDirectory.path, "LANG": "C.UTF-8", "TERM": "xterm",
        ]
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        try process.run()
        let timer = DispatchWorkItem { process.terminate() }
        DispatchQueue.global().asyncAfter(deadline: .now() + 20, execute: timer)
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = error.fileHandleForReading.readDataToEndOfFile()
        finished.wait()
        timer.cancel()
        let text = String(decoding: out, as: UTF8.self)
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw Failure(
                description: "\(executable) ended with \(process.terminationStatus) (\(process.terminationReason == .exit ? "exit" : "signal or timeout")): "
                    + text + String(decoding: err, as: UTF8.self))
        }
        return text
    }
}
