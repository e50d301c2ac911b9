import Foundation
import IssueReporting
import JSONTrace
import ModelAdapter

/// Decodes a variant's payload through the adapter and checks its outcome in one call: a variant
/// that should decode must decode and match its fragment (`expectMatch`); one that should fail
/// must fail at exactly its path. Records a test failure otherwise, under XCTest and Swift Testing
/// alike (the `JSONFragment` product links `IssueReportingTestSupport`, which Swift Testing needs).
///
/// ```swift
/// @Test(arguments: PokemonFragment.presenceVariants())
/// func presence(_ variant: FragmentVariant<PokemonFragment>) {
///   expectOutcome(variant)
/// }
/// ```
///
/// - Parameters:
///   - variant: the changed fragment and the outcome it expects.
///   - decoding: the app's decoding options (key and date strategies).
///   - fileID: the test's file ID, for the failure.
///   - filePath: the test's file path, for the failure.
///   - line: the line of the failure.
///   - column: the column of the failure.
/// - Returns: the decoded model, or `nil` when the payload did not decode.
@discardableResult
public func expectOutcome<Fragment: ModelJSONFragment>(
  _ variant: FragmentVariant<Fragment>,
  decoding: DecodingOptions = DecodingOptions(),
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Fragment.Model? where Fragment.Model: Decodable {
  checkOutcome(
    of: variant.fragment, expected: variant.expectation, decoding: decoding, label: variant.name,
    fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Decodes `fragment`'s payload through the adapter and checks that it has the `expected` outcome:
/// `DecodingExpectation.decodes` (and matches the fragment) or
/// `DecodingExpectation.fails(at:)` at exactly that path.
///
/// ```swift
/// var fragment = PokemonFragment()
/// fragment.pokedexIndex = .raw("\"6\"")
/// expectOutcome(fragment, .fails(at: "pokedexIndex"))
/// ```
///
/// - Returns: the decoded model, or `nil` when the payload did not decode.
@discardableResult
public func expectOutcome<Fragment: JSONFragment>(
  _ fragment: Fragment,
  _ expected: DecodingExpectation,
  decoding: DecodingOptions = DecodingOptions(),
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Fragment.Model? where Fragment.Model: Decodable {
  checkOutcome(
    of: fragment, expected: expected, decoding: decoding, label: nil,
    fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Decodes a composed document's payload (an array of fragments, made by `toJSONArray()`)
/// through the adapter and checks that it has the
/// `expected` outcome: `DecodingExpectation.decodes` (and every element matches its fragment) or
/// `DecodingExpectation.fails(at:)` at exactly that path (`[0].name`).
///
/// ```swift
/// var fragment = PokemonFragment()
/// fragment.name = .null
/// expectOutcome(of: [fragment].toJSONArray(), .fails(at: "[0].name"))
/// ```
///
/// - Returns: the decoded model, or `nil` when the payload did not decode.
@discardableResult
public func expectOutcome<Model: Decodable>(
  of document: JSONComposer<Model>,
  _ expected: DecodingExpectation,
  decoding: DecodingOptions = DecodingOptions(),
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Model? {
  checkOutcome(
    data: document.data(), as: Model.self, expected: expected, decoding: decoding, label: nil,
    fileID: fileID, filePath: filePath, line: line, column: column
  ) { model in
    expectMatch(document, model, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

private func checkOutcome<Fragment: JSONFragment>(
  of fragment: Fragment, expected: DecodingExpectation, decoding: DecodingOptions, label: String?,
  fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
) -> Fragment.Model? where Fragment.Model: Decodable {
  checkOutcome(
    data: fragment.jsonData(), as: Fragment.Model.self, expected: expected, decoding: decoding, label: label,
    fileID: fileID, filePath: filePath, line: line, column: column
  ) { model in
    expectMatch(fragment, model, label, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

private func checkOutcome<Model: Decodable>(
  data: Data, as type: Model.Type, expected: DecodingExpectation, decoding: DecodingOptions, label: String?,
  fileID: StaticString, filePath: StaticString, line: UInt, column: UInt, match: (Model) -> Void
) -> Model? {
  let prefix = label.map { "\($0): " } ?? ""
  let result = AdapterDecoding.decode(data, as: type, options: decoding)
  switch (expected, result) {
  case (.decodes, .success(let model)):
    match(model)
    return model
  case (.decodes, .failure(let diagnosis)):
    reportIssue(
      "\(prefix)expected the payload to decode, but it fails at \(diagnosis)",
      fileID: fileID, filePath: filePath, line: line, column: column)
    return nil
  case (.fails(let path), .success(let model)):
    reportIssue(
      "\(prefix)expected decoding to fail at \(path), but the payload decodes",
      fileID: fileID, filePath: filePath, line: line, column: column)
    return model
  case (.fails(let path), .failure(let diagnosis)):
    if diagnosis.path != path {
      reportIssue(
        "\(prefix)expected decoding to fail at \(path), but it fails at \(diagnosis)",
        fileID: fileID, filePath: filePath, line: line, column: column)
    }
    return nil
  }
}
