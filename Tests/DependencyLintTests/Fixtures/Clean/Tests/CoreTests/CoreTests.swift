// swift-format-ignore-file
@testable import Core
import XCTest
final class CoreTests: XCTestCase {}
