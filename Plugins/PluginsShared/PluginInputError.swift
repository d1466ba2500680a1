// What stops a build plugin from working out its inputs.

import Foundation

/// A problem with the files a target gives the build plugin.
enum PluginInputError: Error, Equatable, CustomStringConvertible {
    /// A `specs:` entry of the configuration names neither a file nor a folder of the target's files, nor a readable
    /// file elsewhere.
    case unknownSpecPath(String, configuration: URL)
    /// A `references:` entry of the configuration names no folder, no file of the target and no readable file.
    case unknownReferencePath(String, configuration: URL)

    /// The problem, at the configuration file.
    var description: String {
        switch self {
        case let .unknownSpecPath(path, configuration):
            "\(configuration.path): 'specs' names '\(path)', which is no file or folder of the target and no readable file"
        case let .unknownReferencePath(path, configuration):
            "\(configuration.path): 'references' names '\(path)', which is no folder and no readable file"
        }
    }
}
