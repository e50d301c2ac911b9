// The engine's traces (`DecodeTrace`, `FieldFailure`, `TracingDecoder`) live in the JSONTrace
// product, below the adapter; code that imports the engine sees them as before.
@_exported import JSONTrace
