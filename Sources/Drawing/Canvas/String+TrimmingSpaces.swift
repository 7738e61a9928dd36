extension String {
  /// The text without spaces and tabs at either end (a typed name, a field of a line).
  public var trimmingSpaces: String {
    String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
  }
}
