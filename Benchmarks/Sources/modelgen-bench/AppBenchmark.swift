// The app benchmark: `modelgen generate` on the example app's specs copied into apps of growing size.

import Foundation

extension Bench {
    /// What the runs of one app size cost, wall and CPU (user + system): each figure is the best of the repetitions.
    struct AppFigures {
        var full: (wall: Duration, cpu: Duration)
        var unchanged: (wall: Duration, cpu: Duration)
        var edited: (wall: Duration, cpu: Duration)
        /// Output files (the cache included) that the run after the edit rewrote, in its last repetition.
        var rewritten: Int
    }

    /// For each of `options.appSizes`, the example app copied into that many spec files (AppCopies), then, in turn:
    /// a full run into an empty folder, a run with nothing changed, and a run after one spec's doc line is edited.
    /// The sizes alternate their order in each repetition, as do the three runs. Every unchanged run is checked to
    /// leave every output's modification time and inode as they were, and every edited run to rewrite something.
    mutating func app() throws {
        let sizes = options.appSizes.sorted()
        progress(
            "app: the example's specs (\(options.specs)) copied into \(sizes.map(String.init).joined(separator: ", ")) files"
        )
        let copies = try AppCopies(specs: options.specs)
        var editedSpec: [Int: (url: URL, text: String)] = [:]
        for size in sizes {
            let specs = work.appending(path: "app-\(size)/Specs")
            let written = try copies.write(count: size, into: specs)
            try runChecked(options.modelgen, ["validate", specs.path])
            // The run before the first repetition: it leaves the output folder up to date.
            try runChecked(options.modelgen, ["generate", specs.path, "--output", appOutput(size)])
            guard
                let spec = try written.lazy.map({ ($0, try String(contentsOf: $0, encoding: .utf8)) }).first(where: {
                    Self.editedDoc($0.1, edit: 0) != nil
                })
            else { throw ProcessFailure(description: "no spec with a plain `doc:` line to edit in \(specs.path)") }
            editedSpec[size] = (spec.0, spec.1)
        }

        var runs: [Int: (full: [ProcessRun], unchanged: [ProcessRun], edited: [ProcessRun])] = [:]
        var rewritten: [Int: Int] = [:]
        for repetition in 0..<(options.warmup + options.appRepetitions) {
            progress("app: repetition \(repetition + 1) of \(options.warmup + options.appRepetitions)")
            for size in repetition % 2 == 0 ? sizes : sizes.reversed() {
                let specs = work.appending(path: "app-\(size)/Specs").path
                let output = appOutput(size)
                let (modelgen, fresh) = (options.modelgen, work.appending(path: "app-\(size)/fresh").path)
                var full: ProcessRun?
                var unchanged: ProcessRun?
                var edited: ProcessRun?
                let steps: [() throws -> Void] = [
                    {
                        full = try runChecked(modelgen, ["generate", specs, "--output", fresh])
                        try FileManager.default.removeItem(atPath: fresh)
                    },
                    {
                        let before = try modificationTimes(output)
                        unchanged = try runChecked(modelgen, ["generate", specs, "--output", output])
                        guard try modificationTimes(output) == before else {
                            throw ProcessFailure(description: "a run with nothing changed rewrote files in \(output)")
                        }
                    },
                    {
                        let spec = editedSpec[size]!
                        try Data(Self.editedDoc(spec.text, edit: repetition + 1)!.utf8).write(to: spec.url)
                        let before = try modificationTimes(output)
                        edited = try runChecked(modelgen, ["generate", specs, "--output", output])
                        let after = try modificationTimes(output)
                        rewritten[size] = after.filter { before[$0.key] != $0.value }.count
                        guard rewritten[size, default: 0] > 0 else {
                            throw ProcessFailure(description: "the run after editing \(spec.url.path) rewrote nothing")
                        }
                    },
                ]
                for step in repetition % 2 == 0 ? steps : steps.reversed() { try step() }
                if repetition >= options.warmup, let full, let unchanged, let edited {
                    runs[size, default: ([], [], [])].full.append(full)
                    runs[size, default: ([], [], [])].unchanged.append(unchanged)
                    runs[size, default: ([], [], [])].edited.append(edited)
                }
            }
        }

        let best = { (runs: [ProcessRun]) in (wall: runs.map(\.elapsed).min()!, cpu: runs.map(\.cpu).min()!) }
        var figures: [Int: AppFigures] = [:]
        for size in sizes {
            let sizeRuns = runs[size]!
            let figure = AppFigures(
                full: best(sizeRuns.full), unchanged: best(sizeRuns.unchanged), edited: best(sizeRuns.edited),
                rewritten: rewritten[size, default: 0])
            figures[size] = figure
            let copiesNote =
                "\(size) spec files (" + String(format: "%.1f", Double(size) / Double(copies.files.count)) + " copies)"
            let unchangedRatio = figure.unchanged.wall.seconds / figure.full.wall.seconds
            let editedRatio = figure.edited.wall.seconds / figure.full.wall.seconds
            let isLargest = size == sizes.last
            rows.append(
                Row(
                    section: "App",
                    what:
                        "example app, \(copiesNote): full run / run with nothing changed / run after one spec's doc is edited (wall, best of \(options.appRepetitions))",
                    measured: figure.full.wall.milliseconds,
                    floor: "\(figure.unchanged.wall.milliseconds) / \(figure.edited.wall.milliseconds)",
                    ratio: String(format: "%.2fx / %.2fx the full run", unchangedRatio, editedRatio),
                    target: isLargest ? "unchanged <= 0.25x" : "report", met: isLargest ? unchangedRatio <= 0.25 : nil,
                    detail:
                        "CPU \(figure.full.cpu.milliseconds) / \(figure.unchanged.cpu.milliseconds) / \(figure.edited.cpu.milliseconds); the edit rewrote \(figure.rewritten) output files, the cache included"
                ))
        }
        // Linear: the full run's CPU at the largest size within 1.2 times the ratio of sizes of the size before it.
        // CPU, not wall time: other work on a shared machine sways it less.
        if sizes.count >= 2 {
            let (small, large) = (sizes[sizes.count - 2], sizes[sizes.count - 1])
            let ratio = figures[large]!.full.cpu.seconds / figures[small]!.full.cpu.seconds
            let bound = 1.2 * Double(large) / Double(small)
            let steps = zip(sizes, sizes.dropFirst()).map { pair in
                "\(pair.1) / \(pair.0): "
                    + String(
                        format: "%.2fx wall, %.2fx CPU",
                        figures[pair.1]!.full.wall.seconds / figures[pair.0]!.full.wall.seconds,
                        figures[pair.1]!.full.cpu.seconds / figures[pair.0]!.full.cpu.seconds)
            }
            rows.append(
                Row(
                    section: "App",
                    what:
                        "full run of the example app, \(large) spec files against \(small) (CPU, user + system, best of each)",
                    measured: figures[large]!.full.cpu.milliseconds,
                    floor: figures[small]!.full.cpu.milliseconds, ratio: String(format: "%.2fx", ratio),
                    target: String(format: "<= %gx", bound), met: ratio <= bound,
                    detail: steps.joined(separator: "; ")))
        }
    }

    private func appOutput(_ size: Int) -> String {
        work.appending(path: "app-\(size)/out").path
    }

    /// `text` with `Edit <edit>. ` put at the start of its first plain (unquoted, one-line) `doc:` value, or nil when
    /// it has none.
    static func editedDoc(_ text: String, edit: Int) -> String? {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for (number, line) in lines.enumerated() {
            guard let range = line.range(of: "doc: ") else { continue }
            let head = line[..<range.lowerBound]
            guard head.allSatisfy({ $0 == " " }), let first = line[range.upperBound...].first,
                first.isLetter
            else { continue }
            lines[number].insert(contentsOf: "Edit \(edit). ", at: range.upperBound)
            return lines.joined(separator: "\n")
        }
        return nil
    }
}
