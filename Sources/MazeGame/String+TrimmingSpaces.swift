extension String {
  /// The string without leading and trailing spaces (the editor's name prompt trims a name).
  var trimmingSpaces: String {
    var text = Substring(self)
    while text.first == " " { text.removeFirst() }
    while text.last == " " { text.removeLast() }
    return String(text)
  }
}
