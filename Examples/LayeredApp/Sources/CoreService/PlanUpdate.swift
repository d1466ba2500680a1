// Progress through a plan file: a domain type that is only Sendable.

import Foundation

/// Where the work on a plan stands, as a watcher of its file reports it.
public struct PlanUpdate: Sendable {
    /// The plan's file.
    public var planURL: URL
    /// How many steps are done.
    public var completedSteps: Int
    /// How many steps the plan has.
    public var totalSteps: Int
    /// The step being worked on, or the last one when all are done.
    public var currentStep: String

    /// Creates an update.
    public init(planURL: URL, completedSteps: Int, totalSteps: Int, currentStep: String) {
        self.planURL = planURL
        self.completedSteps = completedSteps
        self.totalSteps = totalSteps
        self.currentStep = currentStep
    }
}
