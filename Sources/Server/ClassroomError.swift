/// Why the classroom refused a request, said as the page shows it.
enum ClassroomError: Error, Sendable, Equatable {
  case wrongCode
  case tooManyWrongCodes
  case noName
  case notJoined
  case notNow(String)
  case wrongTrainerKey

  var message: String {
    switch self {
    case .wrongCode: "That is not this class's code: ask the trainer for the code shown at the front."
    case .tooManyWrongCodes:
      "Too many wrong class codes were typed in the last minute, so the class is not taking codes for now: wait a minute, then type the code shown at the front."
    case .noName: "Type your name (up to 60 letters), so the trainer can follow your progress."
    case .notJoined: "This browser has not joined the class yet: give your name and the class code."
    case .notNow(let what): what
    case .wrongTrainerKey: "This is not the trainer's address: use the one printed when the class started."
    }
  }
}
