// `append:`: a stream operation that appends each batch it yields to an array property, in order, under its own task.

import Foundation
import Testing

#if OBSERVABLE_OBJECT
@testable import ExampleAppObservableObject
#else
@testable import ExampleApp
#endif

@MainActor
struct Test_Append {
    @Test(.timeLimit(.minutes(5))) func threeBatchesAreAppendedInOrder() async {
        let useCase = OpenLogLinesUseCase()
        let model = LogTailModel(logLinesUseCase: useCase)
        let run = model.tail(job: "build")
        useCase.batches.yield(["one"])
        #expect(await eventually { model.entries == ["one"] })
        useCase.batches.yield(["two", "three"])
        #expect(await eventually { model.entries == ["one", "two", "three"] })
        useCase.batches.yield(["four"])
        useCase.batches.finish()
        await ending(of: run)
        #expect(model.entries == ["one", "two", "three", "four"])
        #expect(useCase.jobs == ["build"])
    }

    @Test func theStubsBatchesAreAppendedToWhatTheModelHeld() async {
        let model = LogTailModel(logLinesUseCase: LogLinesUseCaseStub(states: [["b"], ["c", "d"]]))
        await model.tail(job: "x").value
        await model.tail(job: "y").value
        #expect(model.entries == ["b", "c", "d", "b", "c", "d"])
    }
}

/// A log whose batches the test yields, open until the test finishes it.
final class OpenLogLinesUseCase: LogLinesUseCase, @unchecked Sendable {
    private let stream: AsyncStream<[String]>
    /// Yields the batches.
    let batches: AsyncStream<[String]>.Continuation
    private let lock = NSLock()
    private var asked: [String] = []

    init() {
        (stream, batches) = AsyncStream.makeStream(of: [String].self)
    }

    /// The jobs asked for, in order.
    var jobs: [String] { lock.withLock { asked } }

    func lines(job: String) -> AsyncStream<[String]> {
        lock.withLock { asked.append(job) }
        return stream
    }
}
