// modelgen-plugin-tool: the executable the build plugin builds from source and runs, `plan` and `generate` as
// `modelgen` runs them (ModelGenCore's PlanCommandRun and GenerateCommandRun), without swift-argument-parser: see
// PluginToolCommand for why its command lines are parsed by hand.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ModelGenCore

// Started before parsing so that the parallel stages find them on the other core, as in `modelgen`.
ParallelWork.startWorkers()
do throws(PluginToolCommand.UsageError) {
    let command = try PluginToolCommand(arguments: Array(CommandLine.arguments.dropFirst()))
    exit(command.run().rawValue)
} catch {
    StandardError.write(error.description)
    exit(ExitStatus.usage.rawValue)
}
