// swift-format-ignore-file
import Core
// import Backend is only mentioned in this comment
/* and in this block comment:
import Backend
*/
let note = "import Backend"
let multiline = """
import Backend
"""
let raw = #"import Backend "quoted" "#
public struct Feature { let core = Core() }
