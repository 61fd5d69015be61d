import Core

import Backend
public struct Feature {}
