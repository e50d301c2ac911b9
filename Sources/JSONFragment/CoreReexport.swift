// A test target that imports the fragments gets the JSON values, paths and dates they are made of.
@_exported import JSONCore
