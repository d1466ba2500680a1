// The app as it runs: every generated model on the feature modules' real use cases, passed in as they are.

import GreetingFeature
import SettingsFeature

extension AppModel {
    /// The root model of the app opened on the repository at `repoPath`, with the settings saved on disk.
    public static func live(repoPath: String, savedSettings: AppSettings = .empty) -> AppModel {
        AppModel(
            greetingModel: GreetingModel(greetingUseCase: GreetingUseCase()),
            settingsModel: SettingsModel(loadSettingsUseCase: DiskSettingsUseCase(stored: savedSettings)),
            planModel: PlanModel(watchPlanUseCase: WatchPlanUseCase()),
            pullRequestsModel: PullRequestsModel(fetchPRListUseCase: FetchPRListUseCase()),
            makeWorktreesModel: { WorktreesModel(configuration: repoPath, listWorktreesUseCase: ListWorktreesUseCase()) }
        )
    }
}
