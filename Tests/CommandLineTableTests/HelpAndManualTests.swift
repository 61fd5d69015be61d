import CommandLineTable
import Testing

@Suite("Help text and manual page made from a table")
struct HelpAndManualTests {
    @Test("help: a synopsis per command, the commands, the options of each, short choices spelled out, wrapped")
    func help() {
        let help = sampleTable.helpText(width: 60)
        #expect(help.hasPrefix("usage: Sample [--open LINK] [options]\n       Sample show board|home [NAME] [--width W] [options]\n"))
        #expect(help.contains("\n  show board|home [NAME]\n                        show a screen\n"))
        #expect(help.contains("\n  --lang en|ko          the language\n"))
        #expect(help.contains("\n  -h, --help            show this help\n"))
        #expect(help.contains("\nOptions of show:\n  --width W             how wide\n"))
        #expect(help.contains("\nOptions without a command:\n  --open LINK           open it\n"))
        #expect(help.split(separator: "\n").allSatisfy { $0.count <= 60 })
    }

    @Test("roff: man(7)'s sections in order, hyphens of options as \\-, backslashes as \\e, a leading dot guarded")
    func manual() {
        let page = sampleTable.manualPage(version: "1.2.3", date: "2026-01-02")
        let lines = page.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[1] == #".TH "SAMPLE" 1 "2026-01-02" "Sample 1.2.3" "User Commands""#)
        let sections = lines.filter { $0.hasPrefix(".SH ") }
        #expect(
            sections == [
                ".SH NAME", ".SH SYNOPSIS", ".SH DESCRIPTION", ".SH COMMANDS", ".SH OPTIONS", #".SH "ENVIRONMENT""#, #".SH "EXIT STATUS""#, ".SH EXAMPLES",
                #".SH "SEE ALSO""#,
            ])
        // An option and its value joined by a space no line break takes.
        #expect(page.contains("\n\\fB\\-\\-lang\\fR\\~\\fIen|ko\\fR\nthe language\n"))
        #expect(page.contains("[\\fB\\-\\-width\\fR\\~\\fIW\\fR]"))
        #expect(page.contains("\n\\fB\\-h\\fR, \\fB\\-\\-help\\fR\n"))
        // A paragraph starting with a dot would be a request; a backslash would be an escape.
        #expect(page.contains("\n\\&.starts with a dot, and has a back\\eslash\n"))
        // No text line starts with a dot or a quote unless it is a request this generator wrote.
        for line in lines where line.hasPrefix(".") || line.hasPrefix("'") {
            #expect([".TH", ".SH", ".SS", ".TP", ".PP", ".RS", ".RE", ".B ", ".br", ".nh", ".ad l", ".\\\""].contains { line.hasPrefix($0) }, "\(line)")
        }
        #expect(page.contains("\\fBOther\\fR(1)"))
    }
}
