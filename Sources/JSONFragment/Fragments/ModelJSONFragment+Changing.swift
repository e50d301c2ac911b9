extension ModelJSONFragment {
  /// A copy of this fragment with `change` applied, for writing a changed fragment as one
  /// expression: `.value(AddressFragment().changing { $0.city = .null })`.
  public func changing(_ change: (inout Self) -> Void) -> Self {
    var copy = self
    change(&copy)
    return copy
  }
}
