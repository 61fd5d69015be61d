@testable import Core

public struct Feature {}
