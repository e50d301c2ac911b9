import JSONFragment

// The enums of the Releases models can be fragment field values. Declared here, in the models'
// module, so that every test target (Tests/GeneratedExportsTests among them) shares these two
// declarations and exports never write their own.
extension Account.Kind: JSONRepresentable {}
extension Asset.State: JSONRepresentable {}
