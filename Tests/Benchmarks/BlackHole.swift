/// Where benchmark results go so the optimiser cannot drop the work that made them.
///
/// `blackHole` is never inlined and never optimised, and it publishes the address of its
/// argument through a global pointer that code the compiler cannot see might read. To the
/// caller it is an opaque function with a side effect on global memory that takes the value, so
/// the value has to be computed in full, every time, however the benchmark body is optimised.
nonisolated(unsafe) private var sinkSlot = UnsafeMutablePointer<UnsafeRawPointer?>.allocate(capacity: 1)

/// Consumes `value` in a way the optimiser has to assume is observed.
@inline(never)
@_optimize(none)
func blackHole<T>(_ value: T) {
    withUnsafePointer(to: value) { pointer in
        sinkSlot.pointee = UnsafeRawPointer(pointer)
    }
}
