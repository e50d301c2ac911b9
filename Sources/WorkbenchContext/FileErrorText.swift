import Foundation

/// A file error in the few words a person needs: `no such file`, `permission denied`.
public enum FileErrorText {
  /// The reason `error` (from reading or writing a file) gives, in plain words.
  public static func reason(_ error: any Error) -> String {
    let nsError = error as NSError
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
      return String(cString: strerror(Int32(underlying.code)))
    }
    if nsError.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(nsError.code))) }
    if nsError.domain == NSCocoaErrorDomain {
      switch nsError.code {
      case NSFileReadNoSuchFileError, NSFileNoSuchFileError: return "no such file"
      case NSFileReadNoPermissionError, NSFileWriteNoPermissionError: return "permission denied"
      case NSFileWriteOutOfSpaceError: return "no space left on the device"
      default: break
      }
    }
    return nsError.localizedDescription
  }
}
