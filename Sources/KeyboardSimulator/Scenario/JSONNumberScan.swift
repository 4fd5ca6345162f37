import Foundation

/// Finds a number literal that no `Double` can hold (`1e400`), with its JSON path.
///
/// `JSONDecoder` rejects the whole document then, losing where the number was; this scan,
/// run only after such a failure, gives the path back. It tracks objects, arrays and keys, and
/// skips strings; anything else malformed makes it give up (the decoder's own message stands).
enum JSONNumberScan {
  private enum Container {
    case object(key: String?)
    case array(index: Int)
  }

  static func firstUnrepresentableNumber(in data: Data) -> (path: String, literal: String)? {
    let bytes = [UInt8](data)
    var stack: [Container] = []
    var index = 0
    var expectingKey = false

    func path() -> String {
      stack.reduce("$") { path, container in
        switch container {
        case .object(let key): key.map { "\(path).\($0.prefix(40))" } ?? path
        case .array(let index): "\(path)[\(index)]"
        }
      }
    }

    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "{"):
        stack.append(.object(key: nil))
        expectingKey = true
        index += 1
      case UInt8(ascii: "["):
        stack.append(.array(index: 0))
        expectingKey = false
        index += 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        _ = stack.popLast()
        index += 1
      case UInt8(ascii: ","):
        if case .array(let position)? = stack.last {
          stack[stack.count - 1] = .array(index: position + 1)
        } else {
          expectingKey = true
        }
        index += 1
      case UInt8(ascii: "\""):
        var end = index + 1
        while end < bytes.count, bytes[end] != UInt8(ascii: "\"") {
          end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
        }
        guard end < bytes.count else { return nil }
        if expectingKey, case .object = stack.last {
          let key = String(decoding: bytes[(index + 1)..<end], as: UTF8.self)
          stack[stack.count - 1] = .object(key: key)
          expectingKey = false
        }
        index = end + 1
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        var end = index
        let numberBytes = Set("+-0123456789.eE".utf8)
        while end < bytes.count, numberBytes.contains(bytes[end]) { end += 1 }
        let literal = String(decoding: bytes[index..<end], as: UTF8.self)
        if let value = Double(literal), value.isInfinite { return (path(), literal) }
        index = end
      default:
        index += 1
      }
    }
    return nil
  }
}
