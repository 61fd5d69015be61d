// swift-format-ignore-file
import Core

import Backend
public struct Feature {}
