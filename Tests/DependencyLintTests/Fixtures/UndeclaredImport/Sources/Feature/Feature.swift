@_exported import Core

public struct Feature {}
