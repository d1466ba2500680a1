// The slow tier: scale tests, tests that render megabytes and exhaustive runs of the built tool run only when
// MODELGEN_TEST_TIER is `slow` or `all` (.ci/test-slow-tier sets it); `swift test` alone runs the fast tier.
// ModelGenCLITests and ExampleAppTests link to this file: test targets share no code otherwise.

import Foundation
import Testing

extension Trait where Self == ConditionTrait {
    /// Runs the test only in the slow tier, when the environment variable MODELGEN_TEST_TIER is `slow` or `all`.
    static var slow: Self {
        .enabled(
            if: ["slow", "all"].contains(ProcessInfo.processInfo.environment["MODELGEN_TEST_TIER"]),
            "slow tier: runs with MODELGEN_TEST_TIER=slow (bash .ci/test-slow-tier)")
    }
}
