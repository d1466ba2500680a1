// `modelgen graph`: the model hierarchy of the specs as a Mermaid flowchart.

import ArgumentParser
import ModelGenCore

/// Prints the specs' models, their children by lifetime, what they observe and the use cases they run, as Mermaid.
struct Graph: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "graph",
        abstract: "Prints a Mermaid flowchart of the specs' models: children by lifetime, observes and use cases.",
        discussion: "Exit status: 0 done, 1 the specs have errors, 2 bad usage.")

    @OptionGroup var specs: SpecArguments

    func run() throws {
        let validated = try specs.validatedSpecs()
        print(ModelGraph.mermaid(validated), terminator: "")
    }
}
