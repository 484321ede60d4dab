import Foundation

/// Writes a whole file or nothing, through `OutputFile`: a regular file is replaced in
/// one step (a reader, or a crash, never sees half a file), while standard output (`-`),
/// a device or a FIFO is written through and never replaced. With `replacing: false`
/// an existing destination is left alone: the finished file is linked into place,
/// which fails (EEXIST) rather than overwrite.
public enum AtomicFileWriter {
  public static func write(_ data: Data, toPath path: String, replacing: Bool = true) throws(FileError) {
    let output = try OutputFile(path: path)
    do throws(FileError) {
      try output.write(data)
      try output.finish(replacing: replacing)
    } catch {
      output.discard()
      throw error
    }
  }
}
