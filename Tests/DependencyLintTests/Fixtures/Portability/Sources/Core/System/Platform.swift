// swift-format-ignore-file
// The System/ folder may import the C library and spell Linux-only names.
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

let flags = SOCK_CLOEXEC
let exe = "/proc/self/exe"
