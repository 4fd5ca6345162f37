// The glue's API uses KeyboardCore's types (`KeyboardAnimation` in the configuration,
// `KeyboardEvent` in updates): one `import KeyboardAvoidance` brings them along.
@_exported import KeyboardCore
