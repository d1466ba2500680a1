// LogsModel's hand-written half: what an extension can add. It tails a job's log into `entries`, numbering each line
// with the model's own counter (`nextID`) and keeping the tail's task (`runningTask`), both stored properties that
// Specs/Logs.yaml declares; it filters the entries and saves the filter the user picks (the `didSet` the spec names).

import GreetingFeature

extension LogsModel {
    /// The entries the filter lets through, in order.
    public var visibleEntries: [Entry] {
        switch filter {
        case .all: entries
        case .errors: entries.filter(\.isError)
        }
    }

    /// Tails the log of `job`: each line becomes an entry, numbered on from the last. A tail that runs is stopped
    /// first; dropping the model stops it too. The task ends when the log does, or when `stopTailing()` is called.
    @discardableResult
    public func tail(job: String) -> Task<Void, Never> {
        let task = startTrackedTask("tail", tailLogUseCase.stream(job: job)) { model, line in model.append(line) }
        runningTask = task
        return task
    }

    /// Stops the tail that runs, keeping its entries.
    public func stopTailing() {
        runningTask?.cancel()
        runningTask = nil
    }

    /// Empties the log; the next entry's number goes on from the last, so ids never repeat.
    public func clear() {
        entries = []
    }

    /// Adds `line` as the next entry.
    private func append(_ line: String) {
        entries.append(Entry(id: nextID, text: line, isError: line.contains("error:")))
        nextID += 1
    }

    /// `filter`'s `didSet`: saves the user's choice.
    func saveFilter() {
        saveLogFilterUseCase.execute(filter: filter)
    }
}
