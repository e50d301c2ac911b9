import ModelProbe

/// An enum keyed by case whose case names a launcher lists from the symbol graph, so that its
/// schema holds every case (`extension Repeat: @retroactive ListedPayloadCases { ... }`).
public typealias ListedPayloadCases = ModelProbe.ListedPayloadCases
