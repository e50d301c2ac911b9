// The adapter's decoding options and its diagnosis's failing fields come from the tracing decoder's
// product; an app that imports the adapter sees them without a second import.
@_exported import JSONTrace
