/**
 * Marks an answer sent before the request body was read (an oversize body) as the last on its
 * connection: the unread bytes would otherwise be taken for the next request on a kept-alive socket.
 */
export function closingConnection(response: Response): Response {
  response.headers.set('Connection', 'close');
  return response;
}
