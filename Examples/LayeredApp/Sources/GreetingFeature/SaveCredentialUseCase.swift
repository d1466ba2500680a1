// Saving a credential: a synchronous throwing call that returns nothing.

import Foundation
import Uniflow

/// A keychain in memory: tokens by account, safe to share.
public final class CredentialStore: @unchecked Sendable {
    // The lock guards `tokens`, which is why the class may be shared.
    private let lock = NSLock()
    private var tokens: [String: String] = [:]

    /// An empty store.
    public init() {}

    /// The token saved for `account`, if any.
    public func token(for account: String) -> String? {
        lock.withLock { tokens[account] }
    }

    /// The accounts with a saved token, sorted.
    public func accounts() -> [String] {
        lock.withLock { tokens.keys.sorted() }
    }

    /// Saves `token` for `account`, replacing any other.
    func save(_ token: String, for account: String) {
        lock.withLock { tokens[account] = token }
    }
}

/// Saves an account's token.
public struct SaveCredentialUseCase: UseCase {
    /// Why a credential was not saved.
    public enum Failure: Error, Equatable {
        /// The account is empty.
        case noAccount
        /// The token is empty.
        case noToken
    }

    /// Where the tokens go.
    public let store: CredentialStore

    /// A use case saving into `store`.
    public init(store: CredentialStore = CredentialStore()) {
        self.store = store
    }

    /// Saves `token` for `account`; throws when either is empty, saving nothing.
    public func execute(account: String, token: String) throws {
        guard !account.isEmpty else { throw Failure.noAccount }
        guard !token.isEmpty else { throw Failure.noToken }
        store.save(token, for: account)
    }
}
