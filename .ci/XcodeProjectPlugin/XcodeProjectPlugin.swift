// A stand-in for Xcode's XcodeProjectPlugin module, which only Xcode ships, so that .ci/check-xcode-adapters can
// compile the plugins' `#if canImport(XcodeProjectPlugin)` branches on Linux against the toolchain's real PackagePlugin
// (lib/swift/pm/PluginAPI). It declares the types and members the adapters use, and those beside them, with no
// behaviour: a member that is not here, or that is used with another signature, fails the check as it would in Xcode.
//
// The Apple signatures it relies on (Xcode 16's XcodeProjectPlugin, PackageDescription 6.0; the module is documented
// at developer.apple.com/documentation/xcodeprojectplugin):
// - `protocol XcodeBuildToolPlugin { func createBuildCommands(context: XcodePluginContext, target: XcodeTarget)
//   throws -> [Command] }`: synchronous, unlike `BuildToolPlugin`'s `async` requirement.
// - `protocol XcodeCommandPlugin { func performCommand(context: XcodePluginContext, arguments: [String]) throws }`:
//   synchronous, unlike `CommandPlugin`'s `async` requirement.
// - `struct XcodePluginContext { let xcodeProject: XcodeProject; let pluginWorkDirectoryURL: URL;
//   func tool(named name: String) throws -> PluginContext.Tool }`, with `pluginWorkDirectory: Path` deprecated.
// - `struct XcodeProject { typealias ID = String; let id: ID; let displayName: String; let directoryURL: URL;
//   let filePaths: PathList; let targets: [XcodeTarget] }`, with `directory: Path` deprecated.
// - `struct XcodeTarget { typealias ID = String; let id: ID; let displayName: String; let product: XcodeProduct?;
//   let inputFiles: FileList }`; each `File` of `inputFiles` has `url: URL` (PackagePlugin's own `File`).
// - `struct XcodeProduct { let name: String; let kind: Kind }` with
//   `enum Kind { case application, executable, framework, library, other(String) }`.
// `Command`, `PluginContext.Tool`, `File`, `FileList`, `Path` and `PathList` are PackagePlugin's own: the check imports
// the real module. Sources: the module interface of Xcode 14.1's XcodeProjectPlugin (the Path-based members, the
// structs and their `ID`s), SwiftPM's `XcodeProjectPluginInvocationRecord` (Sources/PackagePlugin/Plugin.swift, the
// record Xcode's module builds these from: its URL-based members, `inputFiles: FileList`, the product kinds) and the
// Xcode adapters of swift-openapi-generator, SwiftLint and others (`xcodeProject.directoryURL`,
// `pluginWorkDirectoryURL`, `inputFiles` mapped to `url`). The deprecations of the Path-based members follow
// PackagePlugin's own (`deprecated: 6.0, renamed:` the URL member); they make the check stricter, never laxer.
// SwiftPM calls an Xcode project's plugin through `BuildToolPlugin`/`CommandPlugin` first (it casts the plugin to
// them), so an adapter is always an extension of a plugin that also conforms to those.

import Foundation
import PackagePlugin

/// A build tool plugin that Xcode applies to the targets of a project.
public protocol XcodeBuildToolPlugin {
    /// The commands that build the target's generated files.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]
}

/// A command plugin that Xcode runs on a project.
public protocol XcodeCommandPlugin {
    /// Performs the command on the project.
    func performCommand(context: XcodePluginContext, arguments: [String]) throws
}

/// What Xcode gives a plugin it runs on a project.
public struct XcodePluginContext {
    /// The project the plugin runs on.
    public let xcodeProject: XcodeProject

    /// A folder the plugin and its commands may write into.
    @available(_PackageDescription, deprecated: 6.0, renamed: "pluginWorkDirectoryURL")
    public let pluginWorkDirectory: Path

    /// A folder the plugin and its commands may write into.
    @available(_PackageDescription 6.0)
    public let pluginWorkDirectoryURL: URL

    /// The tool of that name among the plugin's dependencies.
    public func tool(named name: String) throws -> PluginContext.Tool {
        fatalError("stand-in: XcodeProjectPlugin is only available in Xcode")
    }
}

/// An Xcode project.
public struct XcodeProject {
    public typealias ID = String

    public let id: ID

    public let displayName: String

    /// The folder that holds the project.
    @available(_PackageDescription, deprecated: 6.0, renamed: "directoryURL")
    public let directory: Path

    /// The folder that holds the project.
    @available(_PackageDescription 6.0)
    public let directoryURL: URL

    /// Every file of the project.
    public let filePaths: PathList

    public let targets: [XcodeTarget]
}

/// A target of an Xcode project.
public struct XcodeTarget {
    public typealias ID = String

    public let id: ID

    /// The target's name as Xcode shows it.
    public let displayName: String

    public let product: XcodeProduct?

    /// The files the target holds (its sources and resources).
    public let inputFiles: FileList
}

/// What an Xcode target builds.
public struct XcodeProduct {
    public let name: String

    public let kind: Kind

    public enum Kind {
        case application
        case executable
        case framework
        case library
        case other(String)
    }
}
