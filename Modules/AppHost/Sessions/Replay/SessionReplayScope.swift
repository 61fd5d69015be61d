/// Which replay the running code belongs to: set around everything a replay does, and inherited
/// by the tasks its tree starts, so that a replay hears only its own screen models when other
/// trees (other replays, other tests) run in the same process.
enum SessionReplayScope {
    @TaskLocal static var current: ObjectIdentifier?
}
