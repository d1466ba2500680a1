// `plan FILE-LIST WORK-FOLDER` as a command line runs it: `modelgen plan` and the build plugin's tool both call this.

/// Prints a build plugin's ``PlannedBuild`` for a target's files.
public enum PlanCommandRun {
    /// Prints, as one line of JSON, the plan for the files listed in `fileList` (one absolute path a line), writing
    /// into `workDirectory`; a configuration with errors is reported on standard error (``ExitStatus/failure``).
    public static func run(fileList: String, workDirectory: String) -> ExitStatus {
        do throws(DiagnosticsError) {
            let plan = try BuildPlan.plan(
                targetFiles: try BuildPlan.fileList(at: fileList), workDirectory: workDirectory)
            print(BuildPlan.json(plan))
            return .success
        } catch {
            StandardError.write(error.description + "\n")
            return .failure
        }
    }
}
