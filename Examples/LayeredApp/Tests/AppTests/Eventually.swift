// Waiting for a model's state in tests: bounded, by yielding to the tasks the model started, never by sleeping.

import Testing

/// Waits until `condition` holds, yielding to other tasks in between, for at most `seconds`; records an issue when it
/// still does not hold then.
@MainActor
func eventually(
    _ comment: Comment? = nil, within seconds: Int = 5, sourceLocation: SourceLocation = #_sourceLocation,
    _ condition: () -> Bool
) async {
    let deadline = ContinuousClock.now + .seconds(seconds)
    while !condition(), ContinuousClock.now < deadline {
        await Task.yield()
    }
    #expect(condition(), comment, sourceLocation: sourceLocation)
}

/// An error a stub throws.
struct Boom: Error, Equatable {}
