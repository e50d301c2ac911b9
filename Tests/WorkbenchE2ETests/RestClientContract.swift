/// The OpenAPI document of the API ``RestClientPackageSample``'s client is written for, as its
/// server publishes it today: what the client's models do not take yet (a ticket state `locked`,
/// labels the server may leave out, a note's author that may be null, reviews dated in RFC 3339
/// while the client reads another form, an assignee with neither a username nor an email), and a
/// schema the client has no model for.
enum RestClientContract {
  static let path = "api/openapi.yaml"

  static let document = """
    openapi: 3.0.3
    info:
      title: Tickets
      version: "2.4"
    paths:
      /tickets/{id}:
        get:
          operationId: getTicket
          responses:
            "200":
              description: A ticket.
              content:
                application/json:
                  schema:
                    $ref: "#/components/schemas/Ticket"
      /tickets:
        get:
          operationId: listTickets
          responses:
            "200":
              description: Tickets.
              content:
                application/json:
                  schema:
                    type: array
                    items:
                      $ref: "#/components/schemas/Ticket"
      /tickets/{id}/notes/{note}:
        get:
          operationId: getTicketNote
          responses:
            "200":
              description: A note on a ticket.
              content:
                application/json:
                  schema:
                    $ref: "#/components/schemas/TicketNote"
      /reviews/{id}:
        get:
          operationId: getReview
          responses:
            "200":
              description: A review.
              content:
                application/json:
                  schema:
                    $ref: "#/components/schemas/Review"
      /pipelines/{id}:
        get:
          operationId: getPipeline
          responses:
            "200":
              description: A pipeline.
              content:
                application/json:
                  schema:
                    $ref: "#/components/schemas/Pipeline"
    components:
      schemas:
        Ticket:
          type: object
          required: [id, title, state, created_at]
          properties:
            id:
              type: integer
              format: int64
            title:
              type: string
              minLength: 1
            state:
              type: string
              enum: [opened, closed, locked]
            labels:
              type: array
              items:
                type: string
            created_at:
              type: string
              format: date-time
            milestone:
              type: string
              nullable: true
          example:
            id: 1
            title: Crash
            state: opened
            labels: [bug]
            created_at: "2024-05-01T12:00:00Z"
        TicketNote:
          type: object
          required: [id, body, author]
          properties:
            id:
              type: integer
            body:
              type: string
            author:
              type: string
              nullable: true
        Review:
          type: object
          required: [id, state, notes, submitted_at]
          properties:
            id:
              type: integer
            state:
              type: string
              enum: [pending, approved, dismissed]
            notes:
              type: array
              items:
                type: object
                required: [id, comment, line]
                properties:
                  id:
                    type: integer
                  comment:
                    type: string
                  line:
                    type: integer
                    minimum: 1
            submitted_at:
              type: string
              format: date-time
        Assignee:
          type: object
          required: [id]
          properties:
            id:
              type: integer
            username:
              type: string
            email:
              type: string
              format: email
        Pipeline:
          type: object
          required: [id, status, stages]
          properties:
            id:
              type: integer
            status:
              type: string
              enum: [running, passed, failed]
            stages:
              type: array
              items:
                type: string

    """
}
