/// The first line of a session recording: what the app was, how the terminal looked, and the
/// data directory it started from, so that a replay can start from the same place.
public struct SessionHeader: Codable, Equatable, Sendable {
    /// The `format` every recording names: a first line without it is not a recording.
    public static let formatName = "modular-terminal-app session"
    /// The newest version this build writes and reads.
    public static let currentVersion = 1

    /// The app that recorded: its version and, when the build knew it, its commit.
    public struct App: Codable, Equatable, Sendable {
        /// The app's version (`0.x.y`).
        public var version: String
        /// The commit it was built from, when the build knew it.
        public var commit: String?

        /// Creates the app's part of a header.
        public init(version: String, commit: String?) {
            self.version = version
            self.commit = commit
        }

        private enum CodingKeys: String, CodingKey { case version, commit }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(version, forKey: .version)
            // Written as null rather than left out: the format lists the field.
            try container.encode(commit, forKey: .commit)
        }
    }

    /// The terminal's size in cells.
    public struct Size: Codable, Equatable, Sendable {
        /// Columns.
        public var width: Int
        /// Rows.
        public var height: Int

        /// Creates a size.
        public init(width: Int, height: Int) {
            self.width = width
            self.height = height
        }
    }

    /// Always ``formatName``.
    public var format: String
    /// The format's version the file was written in.
    public var version: Int
    /// The app that recorded it.
    public var app: App
    /// When the recording started, as ISO 8601 in UTC (`2026-12-05T07:00:00Z`).
    public var recorded: String
    /// The terminal's size at start.
    public var size: Size
    /// The language the app spoke (`en`, `ko`, `ja`).
    public var language: String
    /// The palette at start (`dark` or `light`).
    public var appearance: String
    /// The colours the terminal took: `trueColor`, `256`, `16` or `none`.
    public var colorMode: String
    /// The characters it drew with: `unicode` or `ascii`.
    public var charset: String
    /// Whether the accessible mode was on.
    public var accessible: Bool
    /// Whether mouse reporting was on.
    public var mouse: Bool
    /// `offline`, or the base URL of the backend the app talked to.
    public var backend: String
    /// Every regular file of the data directory at start, by name, as text.
    public var data: [String: String]

    /// Creates a header of the current version.
    public init(
        app: App, recorded: String, size: Size, language: String, appearance: String, colorMode: String, charset: String, accessible: Bool,
        mouse: Bool, backend: String, data: [String: String]
    ) {
        self.format = Self.formatName
        self.version = Self.currentVersion
        self.app = app
        self.recorded = recorded
        self.size = size
        self.language = language
        self.appearance = appearance
        self.colorMode = colorMode
        self.charset = charset
        self.accessible = accessible
        self.mouse = mouse
        self.backend = backend
        self.data = data
    }
}
