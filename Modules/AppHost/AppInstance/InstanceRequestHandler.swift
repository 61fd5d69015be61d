import FeatureDomain
import RIBs

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The running app's answers on the instance channel: opens links through the root's
/// ``DeepLinkHandler`` and describes the live RIB tree.
@MainActor
public final class InstanceRequestHandler {
    private let root: any LaunchRouting
    private let deepLinks: any DeepLinkHandler
    private let parser = DeepLinkParser()

    /// Answers for the tree launched from `root`, whose links go to `deepLinks`.
    public init(root: any LaunchRouting, deepLinks: any DeepLinkHandler) {
        self.root = root
        self.deepLinks = deepLinks
    }

    /// The reply to `message`: `ok: …` or `error: …` for a link, the tree for `tree`.
    public func reply(to message: InstanceMessage) -> String {
        switch message {
        case .open(let text):
            // The sender checked the link too, but the app trusts no one's parsing but its own.
            let link: DeepLink
            do {
                link = try parser.parse(text)
            } catch {
                return "error: refused: \(error.description)"
            }
            return "ok: \(deepLinks.handle(link).description)"
        case .tree(let json):
            let snapshot = RIBTreeSnapshot(root: root)
            guard json else { return snapshot.text }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            guard let data = try? encoder.encode(snapshot) else { return "error: the tree could not be encoded" }
            return String(decoding: data, as: UTF8.self)
        case .watch, .inspect:
            // The server streams watches itself; one that reached here has no stream to join.
            return "error: this app does not stream its tree"
        }
    }
}
