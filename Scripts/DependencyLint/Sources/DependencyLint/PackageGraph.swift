import Foundation

/// The part of a package's description the lint needs, as `swift package describe --type json`
/// prints it.
public struct PackageGraph: Sendable, Decodable {
    /// One target of the package.
    public struct Target: Sendable, Decodable, Equatable {
        public var name: String
        public var type: String
        public var path: String
        public var sources: [String]
        public var targetDependencies: [String]
        public var productDependencies: [String]

        enum CodingKeys: String, CodingKey {
            case name, type, path, sources
            case targetDependencies = "target_dependencies"
            case productDependencies = "product_dependencies"
        }

        /// Decodes the value as the JSON spells it.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            name = try container.decode(String.self, forKey: .name)
            type = try container.decode(String.self, forKey: .type)
            path = try container.decode(String.self, forKey: .path)
            sources = try container.decodeIfPresent([String].self, forKey: .sources) ?? []
            targetDependencies = try container.decodeIfPresent([String].self, forKey: .targetDependencies) ?? []
            productDependencies = try container.decodeIfPresent([String].self, forKey: .productDependencies) ?? []
        }

        /// Creates a `Target` from its parts.
        public init(name: String, type: String, path: String, sources: [String], targetDependencies: [String], productDependencies: [String] = []) {
            self.name = name
            self.type = type
            self.path = path
            self.sources = sources
            self.targetDependencies = targetDependencies
            self.productDependencies = productDependencies
        }

        /// Whether this is a test target, where `@testable import` belongs.
        public var isTest: Bool { type == "test" }
    }

    public var name: String
    public var targets: [Target]

    /// Creates a `PackageGraph` from its parts.
    public init(name: String, targets: [Target]) {
        self.name = name
        self.targets = targets
    }

    /// Decodes the JSON that `swift package describe --type json` prints.
    public static func decode(describeJSON: Data) throws -> PackageGraph {
        try JSONDecoder().decode(PackageGraph.self, from: describeJSON)
    }
}
