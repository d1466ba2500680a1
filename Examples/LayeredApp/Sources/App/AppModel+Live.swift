// The app as it runs: every generated model on the feature modules' real use cases, passed in as they are.

import GreetingFeature
import ReviewFeature
import SettingsFeature

extension AppModel {
    /// The root model of the app opened on the repository at `repoPath`, with the settings saved on disk and the
    /// tokens in `credentials`.
    public static func live(
        repoPath: String, savedSettings: AppSettings = .empty, credentials: CredentialStore = CredentialStore()
    ) -> AppModel {
        let reviewLogUseCase = ReviewLogUseCase()
        return AppModel(
            greetingModel: GreetingModel(greetingUseCase: GreetingUseCase()),
            settingsModel: SettingsModel(loadSettingsUseCase: DiskSettingsUseCase(stored: savedSettings)),
            planModel: PlanModel(watchPlanUseCase: WatchPlanUseCase()),
            pullRequestsModel: PullRequestsModel(fetchPRListUseCase: FetchPRListUseCase()),
            prBoardModel: PRBoardModel(
                makePRModel: { pr in
                    PRModel(
                        configuration: pr,
                        makeReviewLogModel: {
                            ReviewLogModel(configuration: pr.number, reviewLogUseCase: reviewLogUseCase)
                        })
                },
                loadPRBoardUseCase: HostedPRBoardUseCase()
            ),
            credentialsModel: CredentialsModel(
                listAccountsUseCase: ListAccountsUseCase(store: credentials),
                saveCredentialUseCase: SaveCredentialUseCase(store: credentials)
            ),
            makeWorktreesModel: {
                WorktreesModel(configuration: repoPath, listWorktreesUseCase: ListWorktreesUseCase())
            }
        )
    }
}
