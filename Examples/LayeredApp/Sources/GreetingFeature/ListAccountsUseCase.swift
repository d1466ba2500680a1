// Listing the accounts that have a credential: a synchronous call that cannot fail.

import Uniflow

/// Lists the accounts whose token is saved.
public struct ListAccountsUseCase: UseCase {
    /// Where the tokens are.
    public let store: CredentialStore

    /// A use case listing the accounts of `store`.
    public init(store: CredentialStore) {
        self.store = store
    }

    /// The accounts with a saved token, sorted.
    public func execute() -> [String] {
        store.accounts()
    }
}
