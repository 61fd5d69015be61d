/// Lays out a whole terminal screen: the content above, an optional modal overlay on top of it,
/// and the status bar of key hints on the last row. The live host, the headless screen and the
/// plain-text renderer share it, so a rendered frame is exactly what a user sees.
public enum ScreenLayout {
    /// The smallest terminal the screens are designed for.
    public static let minimumSize = Size(width: 20, height: 6)

    /// The frame for `viewController` at `size`, with `globalHints` after the screen's own.
    @MainActor
    public static func frame(for viewController: ViewController, size: Size, globalHints: [KeyHint] = []) -> CellBuffer {
        frame(for: viewController, size: size, globalHints: globalHints, isAccessible: false)
    }

    /// The frame for `viewController` at `size`, with `globalHints` after the screen's own;
    /// `isAccessible` adds the announcement line of accessible mode (see ``announcement(for:)``).
    @MainActor
    public static func frame(for viewController: ViewController, size: Size, globalHints: [KeyHint], isAccessible: Bool) -> CellBuffer {
        let modal = viewController.frontmostPresentation
        return frame(
            content: viewController.body(), overlay: modal?.body(), hints: hints(for: viewController, globalHints: globalHints), size: size,
            announcement: isAccessible ? announcement(for: viewController) : nil)
    }

    /// What the announcement line of accessible mode says over `viewController`: the alert (or
    /// other modal) on show, else the screen's title, so a screen reader reads out each change
    /// of screen and each alert as it comes.
    @MainActor
    public static func announcement(for viewController: ViewController) -> String {
        if let modal = viewController.frontmostPresentation { return Theme.current.strings.alertAnnouncement(title: modal.screenTitle) }
        return viewController.screenTitle
    }

    /// The hints the status bar offers for `viewController`: a modal's own, else the screen's
    /// followed by `globalHints` as they apply to it.
    @MainActor
    public static func hints(for viewController: ViewController, globalHints: [KeyHint] = []) -> [KeyHint] {
        let modal = viewController.frontmostPresentation
        return (modal ?? viewController).keyHints + (modal == nil ? sharedHints(globalHints, for: viewController) : [])
    }

    /// The frame of `content`, with `overlay` drawn over it, and `hints` on the last row.
    public static func frame(content: any Widget, overlay: (any Widget)?, hints: [KeyHint], size: Size) -> CellBuffer {
        frame(content: content, overlay: overlay, hints: hints, size: size, announcement: nil)
    }

    /// The frame of `content`, with `overlay` drawn over it, and `hints` on the last row; with an
    /// `announcement` (accessible mode), that line sits just above the hints.
    public static func frame(content: any Widget, overlay: (any Widget)?, hints: [KeyHint], size: Size, announcement: String?) -> CellBuffer {
        var noAnchors: [String: Int] = [:]
        return frame(content: content, overlay: overlay, hints: hints, size: size, announcement: announcement, hintAnchors: &noAnchors)
    }

    /// The same, keeping each hint at its place in `hintAnchors` (see ``KeyHintBar/anchors``) and
    /// adding to them where this frame drew each hint.
    static func frame(
        content: any Widget, overlay: (any Widget)?, hints: [KeyHint], size: Size, announcement: String?, hintAnchors: inout [String: Int]
    ) -> CellBuffer {
        var buffer = CellBuffer(size: size)
        guard size.width >= minimumSize.width, size.height >= minimumSize.height else {
            let strings = Theme.current.strings
            let message = strings.terminalTooSmall(size: size, minimum: minimumSize)
            var text = Text(message, style: Style(foreground: .destructive), wraps: true)
            // Where the sentence does not fit, the size needed is what must stay readable.
            if text.size(fitting: size).height > size.height {
                text = Text(strings.terminalTooSmallShort(minimum: minimumSize), style: Style(foreground: .destructive), wraps: true)
            }
            text.render(in: buffer.area, buffer: &buffer)
            return buffer
        }
        let contentArea = Rect(x: 0, y: 0, width: size.width, height: size.height - (announcement == nil ? 1 : 2))
        content.render(in: contentArea, buffer: &buffer)
        if let overlay {
            // A modal has the keys, so what it covers takes no clicks, nor the focus, either.
            buffer.removeHitRegions()
            buffer.clearFocus()
            overlay.render(in: contentArea, buffer: &buffer)
        }
        if var announcement {
            // An alert drawn inside a screen's own view is announced as a modal one is.
            if let alert = buffer.alertTitle { announcement = Theme.current.strings.alertAnnouncement(title: alert) }
            let line = Rect(x: 0, y: size.height - 2, width: size.width, height: 1)
            Text(announcement, style: Style(foreground: .accent, bold: true), wraps: false).render(in: line.inset(leading: 1), buffer: &buffer)
            // With nothing focused, the cursor rests on the announcement.
            if buffer.focus == nil { buffer.markFocus(x: 1, y: line.y, kind: .content) }
            // The terminal's cursor is shown in accessible mode: on a caret it is the caret, and a
            // reversed cell under a block cursor would look plain.
            if let caret = buffer.focus, caret.isCaret {
                var style = buffer[caret.x, caret.y].style
                style.isReversed = false
                let isWide = caret.x + 1 < size.width && buffer[caret.x + 1, caret.y].isContinuation
                buffer.setStyle(style, in: Rect(x: caret.x, y: caret.y, width: isWide ? 2 : 1, height: 1))
            }
        }
        let statusBar = Rect(x: 0, y: size.height - 1, width: size.width, height: 1).inset(leading: 1)
        let bar = KeyHintBar(hints, anchors: hintAnchors)
        bar.render(in: statusBar, buffer: &buffer)
        for (hint, x) in bar.placements(width: statusBar.width) { hintAnchors[hint.key] = x }
        return buffer
    }

    /// The hints every screen of a live app shares.
    public static var hostHints: [KeyHint] {
        [KeyHint(key: "q", label: Theme.current.strings.quit)]
    }

    /// `hints` (shared by every screen) as they apply while `target` has the keys: when a text
    /// field has them, a typed `q` is text, so the Quit hint names Ctrl-C instead.
    @MainActor
    static func sharedHints(_ hints: [KeyHint], for target: ViewController) -> [KeyHint] {
        guard target.isEditingText else { return hints }
        return hints.map { $0.key == "q" ? KeyHint(key: "^C", label: $0.label) : $0 }
    }
}
