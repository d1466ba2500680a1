// `generate` as a command line runs it, once its arguments are parsed: `modelgen generate` and the build plugin's tool
// both call this, so what a run prints and how it exits is decided in one place.

/// Runs one `generate` from parsed options, reporting to standard output and standard error.
public enum GenerateCommandRun {
    /// Writes the output `request` asks for, or with `check` compares it and writes nothing, then returns the exit
    /// status. The specs' errors go to standard error (``ExitStatus/failure``); `check` lists each stale, missing or
    /// extra file there and prints a unified diff to standard output (``ExitStatus/stale``). A successful run says
    /// what it did in one line on standard error, unless `quiet`.
    public static func run(_ request: GenerationRun, check: Bool, quiet: Bool) -> ExitStatus {
        let say = { (summary: String) in if !quiet { StandardError.write("modelgen: \(summary)\n") } }
        do throws(DiagnosticsError) {
            if check {
                let result = try request.plan()
                guard result.plan.changes.isEmpty else {
                    report(result.plan, folder: result.outputFolder)
                    return .stale
                }
                say("\(result.plan.files) files up to date")
                return .success
            }
            let result = try request.write()
            if let failure = result.failure {
                StandardError.write("\(result.outputFolder): error: cannot write the output: \(failure)\n")
                return .failure
            }
            say(result.summary.description)
            return .success
        } catch {
            StandardError.write(error.description + "\n")
            return .failure
        }
    }

    /// Lists the changes `--check` found on standard error and prints their diff.
    private static func report(_ plan: OutputPlan, folder: String) {
        for change in plan.changes {
            let kind =
                switch change {
                case .create: "missing"
                case .update: "stale"
                case .remove: "extra"
                }
            StandardError.write("\(folder)/\(change.name): \(kind)\n")
        }
        print(plan.diff(displayFolder: folder), terminator: "")
        StandardError.write(
            "\(plan.changes.count) generated file(s) out of date; run `modelgen generate` to update them.\n")
    }
}
