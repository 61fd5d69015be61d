// swift-format-ignore-file
import Glibc

// A comment may say SO_PEERCRED and /proc/ freely.
let peer = SO_PEERCRED
let library = "libssl.so.3"
let notFlagged = SO_PEERCREDENTIALS
let spawnFlags: Int16 = 0x80 // passed to posix_spawnattr_setflags
let byte: UInt8 = 0x80
#if canImport(Glibc)
let gated = true
#endif
let testName = "pipe2 and SO_PEERCRED named in a string are prose, not calls"
