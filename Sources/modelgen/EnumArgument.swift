// Options whose values are the cases of an enum (`--access`, `--flavor`), listed without reflection.

import ArgumentParser
import ModelGenCore

extension GenerationOptions.Access: EnumArgument {}
extension GenerationOptions.Flavor: EnumArgument {}
extension GenerationOptions.SourceLocations: EnumArgument {}

/// An option's type whose values are the raw values of its cases. ArgumentParser's own listing of the values reads
/// them through a key path built at run time, which took a tenth of the command line's parsing on every run.
protocol EnumArgument: ExpressibleByArgument, CaseIterable, RawRepresentable where RawValue == String {}

extension EnumArgument {
    /// The raw values, in case order.
    public static var allValueStrings: [String] { allCases.map { $0.rawValue } }
    /// None: each value is its own description.
    public static var allValueDescriptions: [String: String] { [:] }
}
