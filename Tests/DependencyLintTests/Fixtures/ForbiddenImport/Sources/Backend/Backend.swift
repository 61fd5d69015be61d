public struct Backend {}
