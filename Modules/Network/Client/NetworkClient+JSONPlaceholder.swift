#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension NetworkClient {
    /// The base URL the offline backend answers at; any URL would do, since no request leaves
    /// the process, but one that reads as offline makes logs clear.
    public static let offlineBaseURL = URL(string: "offline://jsonplaceholder")!

    /// The client for the board's API: over HTTP when `apiURL` is given (JSONPlaceholder or any
    /// json-server), otherwise the embedded offline backend, so the app works with no network.
    public static func jsonPlaceholder(
        apiURL: URL?, simulation: OfflineTransport.Simulation = .none, options: Options = Options()
    ) -> NetworkClient {
        guard let apiURL else {
            return NetworkClient(baseURL: offlineBaseURL, transport: OfflineTransport(simulation: simulation), options: options)
        }
        return NetworkClient(baseURL: apiURL, options: options)
    }
}
