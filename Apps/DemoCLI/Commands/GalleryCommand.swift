import DesignSystem
import Foundation
import Resources

/// `DemoCLI gallery DIR`: writes the ``Gallery`` (in `appearance`'s theme) into a folder, each file atomically (a reader
/// or an interrupted run never sees half a picture); files of the folder that are not the
/// gallery's are left alone.
@MainActor
enum GalleryCommand {
    /// Writes the gallery into `directory`, creating it if needed, and returns the line to print.
    static func run(directory: String, appearance: Appearance = .dark) throws(RenderCommand.Failure) -> String {
        let folder = URL(fileURLWithPath: directory)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw RenderCommand.Failure(message: R.string.demo.errorNotAFolder(directory))
        }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw RenderCommand.Failure(message: R.string.demo.errorCannotCreateFolder(directory, error.localizedDescription))
        }
        let files = try Gallery.files(appearance: appearance)
        for file in files {
            do {
                try Data(file.contents.utf8).write(to: folder.appendingPathComponent(file.name), options: .atomic)
            } catch {
                throw RenderCommand.Failure(
                    message: R.string.demo.errorCannotWriteFile(file.name, directory, error.localizedDescription))
            }
        }
        // The folder is the user's text: sanitised as an error line would be, so a name that
        // holds escape sequences cannot reach the terminal through the success line either.
        return "wrote \(files.count - 1) pictures and index.html to \(TerminalSanitizer.sanitizeLine(directory))"
    }
}
