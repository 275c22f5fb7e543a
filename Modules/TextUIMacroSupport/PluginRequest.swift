/// A message from the compiler to a macro plugin. On the wire each is a JSON object with one key,
/// the message's name, holding its fields: `{"getCapability":{"capability":{"protocolVersion":7}}}`.
public enum PluginRequest: Decodable, Equatable, Sendable {
    /// The compiler says which protocol version it speaks (nil from the oldest compilers) and asks
    /// for the plugin's.
    case getCapability(hostProtocolVersion: Int?)
    /// Expand one use of a freestanding macro.
    case expandFreestandingMacro(FreestandingExpansionRequest)
    /// Expand an attached macro in one role.
    case expandAttachedMacro(AttachedExpansionRequest)
    /// Load a library of macros (only for plugins that say they can).
    case loadPluginLibrary(libraryPath: String)
    /// A message this plugin does not know, by name.
    case unknown(name: String)

    private struct Capability: Decodable {
        var protocolVersion: Int
    }

    private struct CapabilityRequest: Decodable {
        var capability: Capability?
    }

    private struct LibraryRequest: Decodable {
        var libraryPath: String
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: MessageNameKey.self)
        guard container.allKeys.count == 1, let key = container.allKeys.first else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: [], debugDescription: "a message is an object with exactly one key"))
        }
        switch key.stringValue {
        case "getCapability":
            let request = try container.decode(CapabilityRequest.self, forKey: key)
            self = .getCapability(hostProtocolVersion: request.capability?.protocolVersion)
        case "expandFreestandingMacro":
            self = .expandFreestandingMacro(try container.decode(FreestandingExpansionRequest.self, forKey: key))
        case "expandAttachedMacro":
            self = .expandAttachedMacro(try container.decode(AttachedExpansionRequest.self, forKey: key))
        case "loadPluginLibrary":
            self = .loadPluginLibrary(libraryPath: try container.decode(LibraryRequest.self, forKey: key).libraryPath)
        default:
            self = .unknown(name: key.stringValue)
        }
    }
}
