/// A weak reference, for collections that must not keep their objects alive.
struct Weak<Object: AnyObject> {
  /// The object, while something else keeps it alive.
  weak var value: Object?

  init(_ value: Object) {
    self.value = value
  }
}
